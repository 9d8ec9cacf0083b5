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

@Suite("The feature template's checks")
struct FeatureTemplateChecksTests {
    @Test func aFileThatOnlyRenamesAGenericTypeIsNamed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("template-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try "import FeatureDomain\n\n/// Where things come from.\ntypealias ThingsRepository = ItemsRepository<Thing>\n"
            .write(to: root.appendingPathComponent("ThingsRepository.swift"), atomically: true, encoding: .utf8)
        try "struct Thing {\n    typealias ID = Int\n    let id: ID\n}\n"
            .write(to: root.appendingPathComponent("Thing.swift"), atomically: true, encoding: .utf8)

        #expect(try FeatureLayout.renamingFiles(under: root) == ["ThingsRepository.swift"])
    }
}
