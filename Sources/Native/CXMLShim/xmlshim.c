#include "xmlshim.h"

#include <stdlib.h>

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <string.h>

struct xmlshim_document {
  xmlDocPtr doc;
};

/// The parsed `doc` as a document of ours, or NULL (and `doc` freed) when out of memory.
static xmlshim_document *wrap(xmlDocPtr doc) {
  xmlshim_document *document = malloc(sizeof(xmlshim_document));
  if (document == NULL) {
    xmlFreeDoc(doc);
    return NULL;
  }
  document->doc = doc;
  return document;
}

xmlshim_document *xmlshim_parse(const char *bytes, int length, char *message, int message_size, int *line, int *column) {
  if (message_size > 0) message[0] = 0;
  *line = 0;
  *column = 0;
  xmlParserCtxtPtr context = xmlNewParserCtxt();
  if (context == NULL) {
    if (message_size > 0) strncpy(message, "libxml2 could not allocate a parser", (size_t)message_size - 1);
    return NULL;
  }
  int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING;
  xmlDocPtr doc = xmlCtxtReadMemory(context, bytes, length, NULL, "UTF-8", options);
  if (doc == NULL || !context->wellFormed || xmlDocGetRootElement(doc) == NULL) {
    const char *text = context->lastError.message ? context->lastError.message : "not well-formed";
    if (message_size > 0) {
      strncpy(message, text, (size_t)message_size - 1);
      message[message_size - 1] = 0;
    }
    *line = context->lastError.line;
    *column = context->lastError.int2;
    if (doc != NULL) xmlFreeDoc(doc);
    xmlFreeParserCtxt(context);
    return NULL;
  }
  xmlFreeParserCtxt(context);
  return wrap(doc);
}

xmlshim_document *xmlshim_parse_html(const char *bytes, int length) {
  int options = HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING;
  htmlDocPtr doc = htmlReadMemory(bytes, length, NULL, "UTF-8", options);
  if (doc == NULL) return NULL;
  if (xmlDocGetRootElement(doc) == NULL) {
    xmlFreeDoc(doc);
    return NULL;
  }
  return wrap(doc);
}

void xmlshim_free(xmlshim_document *document) {
  if (document == NULL) return;
  xmlFreeDoc(document->doc);
  free(document);
}

xmlshim_node xmlshim_root(const xmlshim_document *document) { return xmlDocGetRootElement(document->doc); }

int xmlshim_kind(xmlshim_node node) {
  switch (((const xmlNode *)node)->type) {
  case XML_ELEMENT_NODE: return XMLSHIM_ELEMENT;
  case XML_TEXT_NODE:
  case XML_CDATA_SECTION_NODE: return XMLSHIM_TEXT;
  default: return XMLSHIM_OTHER;
  }
}

xmlshim_node xmlshim_first_child(xmlshim_node node) { return ((const xmlNode *)node)->children; }
xmlshim_node xmlshim_next(xmlshim_node node) { return ((const xmlNode *)node)->next; }
const char *xmlshim_name(xmlshim_node node) { return (const char *)((const xmlNode *)node)->name; }

const char *xmlshim_prefix(xmlshim_node node) {
  const xmlNs *ns = ((const xmlNode *)node)->ns;
  return ns ? (const char *)ns->prefix : NULL;
}

const char *xmlshim_content(xmlshim_node node) { return (const char *)((const xmlNode *)node)->content; }
xmlshim_node xmlshim_first_attribute(xmlshim_node element) { return ((const xmlNode *)element)->properties; }
xmlshim_node xmlshim_next_attribute(xmlshim_node attribute) { return ((const xmlAttr *)attribute)->next; }
const char *xmlshim_attribute_name(xmlshim_node attribute) { return (const char *)((const xmlAttr *)attribute)->name; }

const char *xmlshim_attribute_prefix(xmlshim_node attribute) {
  const xmlNs *ns = ((const xmlAttr *)attribute)->ns;
  return ns ? (const char *)ns->prefix : NULL;
}

xmlshim_node xmlshim_attribute_value(xmlshim_node attribute) { return ((const xmlAttr *)attribute)->children; }
