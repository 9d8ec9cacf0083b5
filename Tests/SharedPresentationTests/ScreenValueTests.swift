import Foundation
import SharedPresentation
import Testing

@Suite("ScreenValue")
struct ScreenValueTests {
    @Test func decodesEveryKindOfJSONValue() throws {
        let json = #"""
            {"id": 7, "score": 2.5, "alive": false, "type": "", "origin": null, "episode": [1, 2],
             "empty": [], "urls": ["a", "b"], "mixed": [1, "x", null], "place": {"name": "Earth", "size": 3}}
            """#

        let value = try JSONDecoder().decode(ScreenValue.self, from: Data(json.utf8))

        #expect(
            value
                == .object([
                    "id": .integer(7), "score": .number(2.5), "alive": .flag(false), "type": .text(""),
                    "origin": .null, "episode": .ids([1, 2]), "empty": .ids([]),
                    "urls": .list([.text("a"), .text("b")]), "mixed": .list([.integer(1), .text("x"), .null]),
                    "place": .object(["name": .text("Earth"), "size": .integer(3)]),
                ]))
    }

    @Test func encodesBackToTheSameJSON() throws {
        let json =
            #"{"id":7,"score":2.5,"alive":true,"origin":null,"episode":[1,2],"place":{"name":"Earth"},"urls":["a"]}"#

        let encoded = try JSONEncoder().encode(try JSONDecoder().decode(ScreenValue.self, from: Data(json.utf8)))

        let original = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary
        #expect(try JSONSerialization.jsonObject(with: encoded) as? NSDictionary == original)
    }
}
