// The props of resources/js/Pages/Admin/Customers/Import.tsx, as the server sends them.
export type Column_ = 'name' | 'phone' | 'email' | 'birthday' | 'notes' | 'tags' | 'sms_consent';

export type Row = Record<Column_, string> & {
  line: number;
  errors: Partial<Record<Column_, string>>;
};

export interface Props {
  columns: readonly Column_[];
  max_rows: number;
  max_kb: number;
  preview: {
    token: string;
    file_name: string;
    ignored: string[];
    total: number;
    with_errors: number;
    rows: Row[];
  } | null;
}
