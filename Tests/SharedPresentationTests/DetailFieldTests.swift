import SharedPresentation
import Testing

@Suite("Detail fields: one list for the screen and for --json")
struct DetailFieldTests {
    @Test func theScreenShowsEachFieldsLabelAndTextInOrder() {
        let sut = makeSUT()

        #expect(
            sut.shown == [
                ScreenSnapshot.Field(label: "Type", value: "Planet"), .init(label: "Season", value: "Unknown"),
            ])
    }

    @Test func jsonWritesEachValueUnderItsKeyAndNothingForAValueItDoesNotHave() {
        let sut = makeSUT()

        #expect(sut.values == ["type": .text("planet"), "image": .object(["url": .text("https://a/1.jpeg")])])
    }

    @Test func aFieldOnlyJSONCarriesIsNotShown() {
        let sut = [DetailField.data("image", .text("https://a/1.jpeg"))]

        #expect(sut.shown.isEmpty)
        #expect(sut.values == ["image": .text("https://a/1.jpeg")])
    }

    @Test func aLaterFieldsValueWinsOverAnEarlierOnesUnderTheSameKey() {
        let sut = [DetailField("A", "1", key: "same", .integer(1)), DetailField("B", "2", key: "same", .integer(2))]

        #expect(sut.values == ["same": .integer(2)])
    }

    private func makeSUT() -> [DetailField] {
        [
            DetailField("Type", "Planet", key: "type", .text("planet")),
            DetailField("Season", "Unknown", key: "season", nil),
            .data("image", .object(["url": .text("https://a/1.jpeg")])),
        ]
    }
}
