// The size of the résumé's PDF as its download link states it.

/** A file size as a link shows it: "84 KB", "1.2 MB" (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
	if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
	return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
