/** A fresh key per form opening: the server records one submit once, however often it arrives. */
export const newFormKey = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e9)}`;
