/**
 * @jest-environment node
 *
 * The GraphQL types Gatsby is given are written from the content model, so
 * a page query asks for exactly the fields an editor is offered: each file a
 * `@dontInfer` node type with the model's fields, required ones non-null,
 * and a language's files with their `locale`.
 */
import { buildSchema, GraphQLObjectType, isNonNullType } from 'graphql'
import { CONTENT_FILES } from '../../src/lib/content/model'
import { contentTypeDefs } from '../../gatsby/pipeline/sdl'

// What Gatsby declares before the site's types.
const GATSBY = 'interface Node { id: ID! }\ndirective @dontInfer on OBJECT\ndirective @proxy(from: String!) on FIELD_DEFINITION\n'
const schema = buildSchema(GATSBY + contentTypeDefs())

test.each(CONTENT_FILES.map((file) => [file.type.name, file] as const))('%s has the fields of its file, required ones non-null', (name, file) => {
  const type = schema.getType(name) as GraphQLObjectType
  expect(type.getInterfaces().map(String)).toEqual(['Node'])
  expect(type.astNode?.directives?.map((directive) => directive.name.value)).toEqual(['dontInfer'])
  const fields = Object.entries(type.getFields()).map(([field, { type: fieldType }]) => [field, isNonNullType(fieldType)])
  const expected = Object.entries(file.type.fields).map(([field, { required }]) => [field, required])
  expect(fields).toEqual(file.scope === 'language' ? [['locale', true], ...expected] : expected)
})

test('a group of fields used by two files is one type', () => {
  expect(contentTypeDefs().match(/^type FormSection /gm)).toHaveLength(1)
  expect(String((schema.getType('HomeJson') as GraphQLObjectType).getFields().contact.type)).toBe('FormSection!')
  expect(String((schema.getType('ServicesJson') as GraphQLObjectType).getFields().consultation.type)).toBe('FormSection!')
})
