import APIVocabulary
import FeatureData
import FeatureDomain
import FeatureKit
import FeatureTesting
import Foundation
import SharedPresentation
import TestSupport
import Testing

/// The rules every feature gets from the kit, tested once here (and on every feature by the contract suite), not in
/// each feature's tests: related sections in batches, saved lists a page at a time, the user's data as found.
@MainActor
@Suite("The kit's shared rules, over the API replica", .hangGuard)
struct SharedRulesTests {
    @Test func aRelatedSectionLoadsTheIDsAnItemLinksToInSortedBatchesOfTwenty() async throws {
        let app = try FeatureHarness([PlacesAssembly.self])

        let sut = try await app.show(AppRoute("location", id: 20, flags: ["all"]))

        // The batches are asked for at once, so they arrive in any order: by their first id they are in order.
        let batches = app.requestedPaths.dropFirst().map { path in
            path.dropFirst("/api/character/".count).split(separator: ",").compactMap { Int($0) }
        }.sorted { ($0.first ?? 0) < ($1.first ?? 0) }
        guard case .ids(let residents) = sut.snapshot.values["residents"] else {
            Issue.record("the location names no residents")
            return
        }
        #expect(app.requestedPaths.first == "/api/location/20")
        #expect(residents.count > 2 * IDBatches.size)
        #expect(Array(batches.joined()) == Set(residents).sorted())
        #expect(batches.dropLast().allSatisfy { $0.count == IDBatches.size })
    }

    @Test func aSavedListsPageIsOneMultiIDRequestInTheOrderTheIDsWereKept() async throws {
        let app = try FeatureHarness([KeptPlacesAssembly.self])
        for id in [5, 3, 6] {
            _ = try await app.perform(ActionRequest("keep", id: id))
        }
        let before = app.requestedPaths.count

        let sut = try await app.show(AppRoute("kept"))

        #expect(sut.snapshot.rows.map(\.id) == [5, 3, 6])
        #expect(app.requestedPaths.dropFirst(before) == ["/api/location/3,5,6"])
    }

    @Test func aPagePastASavedListsEndSaysSo() async throws {
        let app = try FeatureHarness([KeptPlacesAssembly.self])

        let sut = try await app.show(AppRoute("kept", options: ["page": "2"]))

        #expect(sut.snapshot.failureMessage == "Page 2 of the kept places doesn't exist.")
    }

    @Test func anActionOnAnItemTheServerDoesNotKnowIsWordedWithTheItsNounAndChangesNothing() async throws {
        let app = try FeatureHarness([KeptPlacesAssembly.self])

        await #expect(throws: ActionFailure("Location 99999 was not found.", source: .network)) {
            try await app.perform(ActionRequest("keep", id: 99_999))
        }
        #expect(app.userData.contents.isEmpty)
    }

    @Test func keptIDsThatCannotBeReadAreSaidSoAndLeftAsTheyAre() async throws {
        let app = try FeatureHarness([KeptPlacesAssembly.self])
        app.userData.setData(Data("not ids".utf8), forKey: "kept/kept")

        let sut = try await app.show(AppRoute("kept"))
        await #expect(throws: ActionFailure.self) { try await app.perform(ActionRequest("keep", id: 1)) }

        #expect(
            sut.snapshot.failureMessage
                == "Your saved data couldn't be used: the user data 'kept' in 'memory:kept/kept' is not JSON "
                + "(unexpected 'n', expected a value, at byte 0); it is left as it is.")
        #expect(app.userData.contents == ["kept/kept": Data("not ids".utf8)])
    }
}

/// A list+detail feature of the kit's tests: the API's locations with their residents.
private struct PlacesAssembly: FeatureAssembly {
    static let parts = FeatureParts.listDetail(
        of: .api(.location, as: PlaceDTO.self),
        list: ListScreenParts(noun: ItemNoun("place"), row: PlaceDTO.row),
        detail: DetailScreenParts(
            title: \.name, fields: { _ in [] }, values: { ["residents": .ids($0.residentIDs)] },
            related: [.characters("Residents", ids: \.residentIDs)]),
        route: .location)
}

/// A saved list of the kit's tests: the locations the user keeps.
private struct KeptPlacesAssembly: FeatureAssembly {
    static let parts = FeatureParts.saved(
        "kept", of: .api(.location, as: PlaceDTO.self),
        list: ListScreenParts(noun: ItemNoun("kept place"), row: PlaceDTO.row),
        opens: .location,
        actions: [
            ActionDeclaration(FeatureAction("keep", summary: "keep a place", takesID: true)) { context, request in
                let place = try await context.items.item(id: request.id ?? 0, mode: .preferSaved).value
                _ = try context.saved.update { $0.append(place.id) }
                return ActionResult(message: "kept \(place.name)")
            }
        ])
}

private struct PlaceDTO: IdentifiedDTO, DomainConvertible, Identifiable {
    let id: Int
    let name: String
    let residents: [String]

    var residentIDs: [Int] { residents.compactMap(ResourceID.id(from:)) }

    func toDomain() -> PlaceDTO { self }

    @Sendable static func row(_ place: PlaceDTO) -> ScreenSnapshot.Row {
        ScreenSnapshot.Row(id: place.id, title: place.name)
    }
}
