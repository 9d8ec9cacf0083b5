import Foundation
import Testing
import Tracking

@Suite("TrackingEvent coding")
struct TrackingEventCodingTests {
    @Test(arguments: everyKind)
    func eventRoundTripsThroughJSON(kind: TrackingEvent.Kind) throws {
        let original = event(kind)

        let data = try makeEncoder().encode(original)

        #expect(try makeDecoder().decode(TrackingEvent.self, from: data) == original)
    }

    @Test func encodesFlatWithTheKindByName() throws {
        let data = try makeEncoder().encode(event(.loadFinished(itemCount: 20, durationMilliseconds: 12)))

        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"durationMs":12,"itemCount":20,"kind":"loadFinished","screen":"Characters","#
                + #""timestamp":"2023-11-14T22:13:20Z"}"#)
    }

    @Test func omitsAnAbsentActionArgument() throws {
        let data = try makeEncoder().encode(event(.userAction(name: "next", argument: nil)))

        #expect(!String(decoding: data, as: UTF8.self).contains("argument"))
    }

    @Test func decodingAnUnknownKindFailsNamingIt() {
        let json = #"{"kind":"teleported","screen":"Characters","timestamp":"2023-11-14T22:13:20Z"}"#

        #expect {
            try makeDecoder().decode(TrackingEvent.self, from: Data(json.utf8))
        } throws: { error in
            String(describing: error).contains("teleported")
        }
    }

    // MARK: - Helpers

    private func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    private func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
