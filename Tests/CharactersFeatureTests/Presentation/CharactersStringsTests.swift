import FeatureDomain
import Foundation
import Networking
import SharedPresentation
import Storage
import Testing

@testable import CharactersFeature

@Suite("CharactersStrings")
struct CharactersStringsTests {
    @Test func writesByteCountsInDecimalUnitsAsTheCrawlAndCacheStatsDo() {
        #expect(CharactersStrings.byteCountText(0) == "0 B")
        #expect(CharactersStrings.byteCountText(999) == "999 B")
        #expect(CharactersStrings.byteCountText(1_000) == "1.0 kB")
        #expect(CharactersStrings.byteCountText(3_174) == "3.2 kB")
        #expect(CharactersStrings.byteCountText(1_572_864) == "1.6 MB")
    }

    @Test func writesTheOfflineNoticeInUTC() {
        #expect(
            CharactersStrings.staleNotice(storedAt: Fixtures.date)
                == "Offline: showing saved data from 2023-11-14 22:13 UTC"
        )
    }

    @Test func namesEveryFilterThatMatchedNothing() {
        let filter = CharacterFilter.none.setting(.status, to: "dead").setting(.name, to: "xyz")

        #expect(CharactersStrings.noMatchMessage(for: filter) == "No characters match name \"xyz\", status \"dead\".")
    }

    @Test(
        arguments: [
            (LoadFailure.serverError(status: 500), "The server answered with an error (HTTP 500)."),
            (
                LoadFailure.unreachable(host: "127.0.0.1:8080"),
                "Couldn't reach the server at 127.0.0.1:8080. Check the connection."
            ),
            (LoadFailure.unreadable, "The server sent data the app couldn't read."),
            (LoadFailure.busy(retryAfterSeconds: 30), "The server is busy; it asked to wait 30 seconds."),
            (CharacterLoadError.characterNotFound(id: 9_999), "Character 9999 was not found."),
            (CharacterLoadError.pageNotFound(page: 50, filter: .none), "Page 50 doesn't exist."),
            (
                CharacterMappingError.invalidResourceURL(characterID: 1, field: "origin.url", url: "x"),
                "The server sent data the app couldn't read."
            ),
            (AvatarImageError.notAnImage(contentType: "text/html", url: url), "The server didn't send an image."),
            (LoadFailure.notSaved, "This isn't saved for offline use yet. Connect to load it."),
            (CancellationError(), LoadFailureText.generic),
        ] as [(any Error & Sendable, String)])
    func turnsEachErrorIntoAFriendlySentence(error: any Error & Sendable, message: String) {
        #expect(CharactersStrings.message(for: error) == message)
    }
}

private let url = URL(fileURLWithPath: "/api")
