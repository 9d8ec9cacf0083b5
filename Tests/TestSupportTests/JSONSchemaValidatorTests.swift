import TestSupport
import Testing

@Suite("JSONSchemaValidator")
struct JSONSchemaValidatorTests {
    private static let schema = """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "anyOf": [{ "$ref": "#/$defs/page" }, { "$ref": "#/$defs/failure" }],
          "$defs": {
            "page": {
              "type": "object",
              "required": ["number", "status"],
              "properties": {
                "number": { "type": "integer", "minimum": 1 },
                "status": { "enum": ["loaded", "failed"] },
                "ids": { "type": "array", "items": { "type": "integer" } },
                "schema": { "const": 1 }
              },
              "additionalProperties": false
            },
            "failure": {
              "type": "object",
              "required": ["error"],
              "properties": { "error": { "type": "string" } },
              "additionalProperties": { "type": ["string", "null"] }
            }
          }
        }
        """

    @Test func aValueOfEitherShapeHasNoProblems() throws {
        let sut = try JSONSchemaValidator(schema: Self.schema)

        #expect(sut.problems(inLine: #"{"number": 2, "status": "loaded", "ids": [1, 2], "schema": 1}"#).isEmpty)
        #expect(sut.problems(inLine: #"{"error": "gone", "url": null, "kind": "notFound"}"#).isEmpty)
    }

    @Test(arguments: [
        (#"{"number": 2}"#, #"$: missing "status""#),
        (#"{"number": "2", "status": "loaded"}"#, #"$.number: expected integer, found "2""#),
        (#"{"number": 0, "status": "loaded"}"#, "$.number: 0 is less than the minimum 1"),
        (#"{"number": 1, "status": "lost"}"#, #"$.status: "lost" is not one of "loaded", "failed""#),
        (#"{"number": 1, "status": "loaded", "ids": [1, "2"]}"#, #"$.ids[1]: expected integer, found "2""#),
        (#"{"number": 1, "status": "loaded", "extra": true}"#, #"$: unexpected key "extra""#),
        (#"{"number": 1, "status": "loaded", "schema": 2}"#, "$.schema: expected 1, found 2"),
        (#"{"error": "gone", "line": 3}"#, "$.line: expected null or string, found 3"),
        ("[1, 2]", "$: expected object, found an array of 2"),
        ("{not json", "not JSON"),
    ])
    func eachBreakIsNamedWithItsPath(line: String, problem: String) throws {
        let sut = try JSONSchemaValidator(schema: Self.schema)

        let problems = sut.problems(inLine: line)

        #expect(problems.contains { $0.contains(problem) }, "\(problems)")
    }

    @Test func aSchemaWithAKeywordItDoesNotCheckIsRefused() {
        #expect(throws: JSONSchemaValidator.SchemaError.self) {
            try JSONSchemaValidator(schema: #"{"type": "object", "properties": {"a": {"pattern": "^x"}}}"#)
        }
    }

    @Test func theAppsOutputSchemaUsesOnlyKeywordsItChecks() throws {
        _ = try JSONSchemaValidator.appOutput()
    }
}
