// Before any worker starts: the databases every server of the run copies (data-templates.ts).
import { buildDataTemplates } from "./data-templates";

export default async function globalSetup(): Promise<void> {
  await buildDataTemplates();
}
