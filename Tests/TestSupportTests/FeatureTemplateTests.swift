import Foundation
import Testing

@testable import TestSupport

/// Every feature of this checkout (found, not listed, so a new feature is checked with no new test) follows the
/// one template: its folders, a file for each role named the same way in every feature, and the layer rules.
@Suite("The feature template")
struct FeatureTemplateTests {
    @Test func thereAreFeaturesToCheck() {
        #expect(!FeatureLayout.features.isEmpty)
    }

    @Test(arguments: FeatureLayout.features)
    func everyFeatureFollowsTheTemplate(feature: String) throws {
        #expect(try FeatureLayout.problems(of: feature) == [])
    }
}

@Suite("The feature template's roles")
struct FeatureTemplateRolesTests {
    private let complete: Set<String> = [
        "ThingsAssembly.swift", "ThingsAssembly+Manifest.swift", "ThingsDemo.swift", "Domain/Models/Thing.swift",
        "Domain/Models/ThingFilters.swift", "Domain/Protocols/ThingsRepository.swift",
        "Domain/UseCases/LoadThingsPage.swift", "Data/DTOs/ThingDTO.swift", "Data/Mapping/ThingDTO+Domain.swift",
        "Data/Repositories/CachedThingsRepository.swift", "Presentation/List/ThingList.swift",
        "Presentation/Composition/ThingsScreens.swift", "Presentation/Strings/ThingsStrings.swift",
        "Preview/main.swift",
    ]

    @Test func aFeatureWithEveryRoleHasNoProblem() {
        #expect(FeatureLayout.roleProblems(files: complete, things: "Things") == [])
    }

    @Test func aMissingRoleIsNamed() {
        let files = complete.subtracting(["Domain/UseCases/LoadThingsPage.swift"])

        #expect(
            FeatureLayout.roleProblems(files: files, things: "Things") == [
                "Domain/UseCases/LoadThingsPage.swift is missing"
            ])
    }

    @Test func aDetailNeedsItsPartsAndItsUseCase() {
        let files = complete.union(["Presentation/Detail/ThingDetail.swift"])

        #expect(
            FeatureLayout.roleProblems(files: files, things: "Things") == [
                "Domain/UseCases/LoadThingDetail.swift is missing"
            ])
    }

    @Test func filesOutOfTheirRolesAreNamed() {
        let files = complete.union([
            "Domain/Errors/Oops.swift", "Domain/UseCases/FetchThings.swift", "Data/DTOs/Place.swift",
            "Data/DTOs/PlaceDTO.swift", "Domain/Protocols/CastLoader.swift",
        ])

        #expect(
            FeatureLayout.roleProblems(files: files, things: "Things") == [
                "Data/DTOs/Place.swift: DTOs are named …DTO",
                "Data/DTOs/PlaceDTO.swift has no Data/Mapping/PlaceDTO+Domain.swift",
                "Domain/Errors/Oops.swift: a feature's one error type is ThingsError",
                "Domain/Protocols/CastLoader.swift has no Data/Repositories/CachedCastLoader.swift",
                "Domain/UseCases/FetchThings.swift: use cases are named Load…",
            ])
    }
}

/// Project.md states each feature's size; the figures stay what the code is.
@Suite("Project.md's feature sizes")
struct FeatureSizeTests {
    @Test(arguments: FeatureLayout.features)
    func projectMdStatesTheFeaturesNonBlankSourceLines(feature: String) throws {
        let guide = try String(
            contentsOf: FeatureLayout.packageRoot.appendingPathComponent("Project.md"), encoding: .utf8)
        let name = String(feature.dropLast("Feature".count))
        let folder = FeatureLayout.folder(of: feature)
        let lines = try FeatureLayout.files(under: folder)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Preview/") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            .flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .count
        let paragraph = guide.components(separatedBy: "\n\n").first { $0.contains("non-blank source lines") } ?? ""

        #expect(
            paragraph.replacingOccurrences(of: "\n", with: " ").contains("\(name) \(lines) "),
            "Project.md should say \(name) \(lines): \(paragraph)")
    }
}
