import { Footer, Layout, Navbar } from "nextra-theme-docs";
import { Head } from "nextra/components";
import { getPageMap } from "nextra/page-map";
import "nextra-theme-docs/style.css";

export const metadata = { title: { template: "%s – Launchbay Docs (Nextra peer)" } };

export default async function RootLayout({ children }) {
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <Head />
      <body>
        <Layout navbar={<Navbar logo={<b>Launchbay Docs</b>} />} pageMap={await getPageMap()} footer={<Footer>Nextra peer</Footer>}>
          {children}
        </Layout>
      </body>
    </html>
  );
}
