import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {mergeSearchStrings} from '@docusaurus/theme-common';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import IconLanguage from '@theme/Icon/Language';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import {useIsNotFoundAnswer} from '@site/src/lib/pageRoutes';
import styles from './styles.module.css';

/**
 * On a page, the stock language menu: the same page in each language. On the not-found answer
 * there is no page to translate (the stock menu would offer `/404/`, which does not exist), so
 * each language leads to its home page.
 */
function NotFoundLocaleDropdown({mobile, dropdownItemsBefore, dropdownItemsAfter, queryString, ...props}: Props) {
  const {
    siteConfig,
    i18n: {currentLocale, locales, localeConfigs},
  } = useDocusaurusContext();
  const items = locales.map((locale) => {
    const {label, htmlLang, url, baseUrl} = localeConfigs[locale];
    const home = url === siteConfig.url ? `pathname://${baseUrl}` : `${url}${baseUrl}`;
    return {
      label,
      lang: htmlLang,
      to: `${home}${mergeSearchStrings([queryString], 'append')}`,
      target: '_self',
      autoAddBaseUrl: false,
      className: locale === currentLocale ? (mobile ? 'menu__link--active' : 'dropdown__link--active') : '',
    };
  });
  const label = mobile
    ? translate({message: 'Languages', id: 'theme.navbar.mobileLanguageDropdown.label'})
    : localeConfigs[currentLocale].label;
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={
        <>
          <IconLanguage className={styles.iconLanguage} />
          {label}
        </>
      }
      items={[...dropdownItemsBefore, ...items, ...dropdownItemsAfter]}
    />
  );
}

export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  return useIsNotFoundAnswer() ? <NotFoundLocaleDropdown {...props} /> : <LocaleDropdownNavbarItem {...props} />;
}
