#ifndef XMLSHIM_H
#define XMLSHIM_H

// libxml2 behind functions of our own. libxml2's headers include ICU's (Debian builds it with
// ICU), and a Swift module that sees both them and Foundation's bundled ICU fails to build
// ("'UErrorCode' has different definitions in different modules"), so only xmlshim.c includes
// libxml2; Swift sees opaque pointers and C strings.

/// A parsed document; free it with `xmlshim_free`.
typedef struct xmlshim_document xmlshim_document;
/// A node or attribute of a parsed document, valid until the document is freed.
typedef const void *xmlshim_node;

/// Node kinds `xmlshim_kind` reports.
enum { XMLSHIM_OTHER = 0, XMLSHIM_ELEMENT = 1, XMLSHIM_TEXT = 2 };

/// Parses `length` bytes of UTF-8 XML without network access or entity expansion. Returns NULL
/// when the text is not well-formed, with libxml2's message in `message` (NUL-terminated,
/// at most `message_size` bytes) and its position in `line` and `column`.
xmlshim_document *xmlshim_parse(const char *bytes, int length, char *message, int message_size, int *line, int *column);
/// Parses `length` bytes of UTF-8 HTML as browsers do (implied end tags, void elements),
/// without network access. Returns NULL only when libxml2 finds no root element.
xmlshim_document *xmlshim_parse_html(const char *bytes, int length);
void xmlshim_free(xmlshim_document *document);

xmlshim_node xmlshim_root(const xmlshim_document *document);
int xmlshim_kind(xmlshim_node node);
xmlshim_node xmlshim_first_child(xmlshim_node node);
xmlshim_node xmlshim_next(xmlshim_node node);
/// The local name of an element, or NULL.
const char *xmlshim_name(xmlshim_node node);
/// The namespace prefix of an element, or NULL.
const char *xmlshim_prefix(xmlshim_node node);
/// The text of a text or CDATA node, or NULL.
const char *xmlshim_content(xmlshim_node node);

xmlshim_node xmlshim_first_attribute(xmlshim_node element);
xmlshim_node xmlshim_next_attribute(xmlshim_node attribute);
const char *xmlshim_attribute_name(xmlshim_node attribute);
const char *xmlshim_attribute_prefix(xmlshim_node attribute);
/// The first text node of an attribute's value.
xmlshim_node xmlshim_attribute_value(xmlshim_node attribute);

#endif
