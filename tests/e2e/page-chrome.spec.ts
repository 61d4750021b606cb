import {product, urls} from '../../src/data/product';
import {expect, open, test} from './fixtures';

test.describe('page chrome', () => {
  test('doc pages show breadcrumbs from the home page down to the page', async ({page}) => {
    await open(page, '/quickstart/send-payment/');
    const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await expect(breadcrumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
    await expect(breadcrumbs.getByRole('link', {name: 'Quickstart'})).toHaveAttribute('href', '/quickstart/overview/');
    await expect(breadcrumbs.locator('.breadcrumbs__item--active')).toHaveText('Send a payment');
  });

  test('the footer links to the docs, developers, status and blog, with a copyright line', async ({page}) => {
    await open(page, '/what-is-coinloom/');
    const footer = page.locator('footer');
    await expect(footer.locator('.footer__title')).toHaveText([
      'Get started',
      'Guides',
      'Developers',
      'Status and news',
    ]);
    await expect(footer.getByRole('link', {name: 'System status'})).toHaveAttribute('href', urls.status);
    await expect(footer.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', '/blog/');
    await expect(footer.getByRole('link', {name: 'Quickstarts'})).toHaveAttribute('href', '/quickstart/overview/');
    await expect(footer.locator('.footer__copyright')).toContainText(`Coinloom ${product.version}`);
    await expect(footer.locator('.footer__copyright')).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('the navbar links to the guides and the blog, and marks where the reader is', async ({page}) => {
    await open(page, '/blog/welcome/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'Coinloom Docs'}).first()).toHaveAttribute('href', '/');
    await expect(navbar.getByRole('link', {name: 'Blog'})).toHaveClass(/navbar__link--active/);
    await navbar.getByRole('link', {name: 'Guides'}).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Coinloom documentation');
  });
});
