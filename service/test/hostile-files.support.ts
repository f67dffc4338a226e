/** What hostile-files.test.ts and hostile-files-served.test.ts read of an order, and the process's memory. */
export interface OrderJson {
  status: string;
  appealStatus: string | null;
  lines: Array<{ itemCode: string }>;
  attachments: Array<{ fileName: string; contentType: string; downloadUrl: string }>;
}

export const rss = () => process.memoryUsage().rss;
export const MB = 1024 * 1024;
