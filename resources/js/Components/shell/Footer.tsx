/** Spec §1: "copyright 2024, all rights reserved, powered by" the product brand. */
export default function Footer({ brand }: { brand: string }) {
  return (
    <footer data-test="footer" className="border-t border-gray-200 px-4 py-4 text-center text-sm text-gray-600 md:px-6">
      © copyright 2024, all rights reserved, powered by {brand}
    </footer>
  );
}
