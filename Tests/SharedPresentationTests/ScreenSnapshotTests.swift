import Foundation
import SharedPresentation
import Testing

@Suite("ScreenSnapshot")
struct ScreenSnapshotTests {
    @Test func snapshotRoundTripsThroughJSON() throws {
        let snapshot = ScreenSnapshot(
            title: "Characters",
            subtitle: "Page 1 of 2",
            status: .failed(message: "Offline", canRetry: true),
            notices: ["stale"],
            fields: [.init(label: "Status", value: "Alive")],
            sections: [.init(title: nil, rows: [.init(id: 1, title: "Rick Sanchez", detail: "Alive")])],
            actions: [.init(name: "next", isEnabled: false)]
        )

        let data = try JSONEncoder().encode(snapshot)

        #expect(try JSONDecoder().decode(ScreenSnapshot.self, from: data) == snapshot)
    }

    @Test func commandErrorMessagesNameTheCommand() {
        #expect(ScreenCommandError.unsupported(command: "next", screen: "Character").message.contains("next"))
        #expect(ScreenCommandError.notOnScreen(id: 7).message.contains("7"))
    }
}

@Suite("Item nouns in sentences")
struct ItemNounTests {
    @Test(arguments: [("character", "a character"), ("episode", "an episode"), ("item", "an item")])
    func aNounTakesTheArticleItsSoundAsks(singular: String, expected: String) {
        #expect(ItemNoun(singular).withArticle == expected)
    }

    @Test func aCountTakesTheSingularForOneAndThePluralOtherwise() {
        #expect(ItemNoun("resident").counted(1) == "1 resident")
        #expect(ItemNoun("resident").counted(0) == "0 residents")
        #expect(ItemNoun("person", plural: "people").counted(27) == "27 people")
    }
}
