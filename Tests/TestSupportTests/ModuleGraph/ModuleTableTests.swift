import Foundation
import Testing

/// Keeps `Project.md`'s module table equal to the package: each module's row names the folder and the
/// dependencies `Package.swift` declares for it.
@Suite("Project.md's module table")
struct ModuleTableTests {
    /// The package's root: this file is `Tests/TestSupportTests/ModuleGraph/ModuleTableTests.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let package = PackageTargets.dumped(packageAt: root)

    @Test(.enabled(if: package != nil, "`swift package dump-package` cannot run here (no swift on PATH)"))
    func everyModuleHasARowNamingItsFolderAndTheDependenciesThePackageDeclares() throws {
        let table = try makeSUT()
        let modules = try #require(Self.package).targets.filter { $0.type != "test" && !Self.isPreview($0) }
        let features = modules.filter { $0.path?.hasPrefix("Features/") == true }
        let featureDependencies = Set(features.first?.dependencies ?? [])

        for module in modules {
            // A feature needs no row: adding one changes no document (its row, when there is one, is checked).
            guard let row = table.row(module.name) else {
                #expect(features.contains { $0.name == module.name }, "Project.md's module table has no \(module.name)")
                continue
            }
            let named = Set(
                row.dependsOn.flatMap { name in
                    switch name {
                    case ModuleTable.featureDependencies: Array(featureDependencies)
                    case ModuleTable.everyFeature: features.map(\.name)
                    default: [name]
                    }
                })
            #expect(named == Set(module.dependencies), "\(module.name): the table says \(row.dependsOn.sorted())")
            #expect(row.folder == module.path, "\(module.name) is in \(module.path ?? "its default folder")")
        }
        for row in table.rows {
            #expect(modules.contains { $0.name == row.module }, "the package has no module \(row.module)")
        }
    }

    @Test(.enabled(if: package != nil, "`swift package dump-package` cannot run here (no swift on PATH)"))
    func everyFeatureDependsOnTheFeatureDependencies() throws {
        let features = try #require(Self.package).targets.filter {
            $0.type != "test" && !Self.isPreview($0) && $0.path?.hasPrefix("Features/") == true
        }

        for feature in features {
            #expect(feature.dependencies == features.first?.dependencies, "\(feature.name)")
        }
    }

    @Test func theTableReadsEachRowsModuleFolderAndDependencies() throws {
        let table = try makeSUT()

        #expect(
            table.row("Locking") == ModuleTable.Row(module: "Locking", folder: "Infrastructure/Locking", dependsOn: []))
        #expect(table.row("AppRuntime")?.dependsOn.contains("Tracking") == true, "the words after ';' are not modules")
        #expect(table.row("AppRuntime")?.dependsOn.contains("no feature") == false)
    }

    private func makeSUT() throws -> ModuleTable {
        try ModuleTable(markdown: String(contentsOf: Self.root.appendingPathComponent("Project.md"), encoding: .utf8))
    }

    /// A feature's preview executable (`Features/<Name>Feature/Preview`), which the text describes, not the table.
    private static func isPreview(_ target: PackageTargets.Target) -> Bool {
        target.type == "executable" && target.path?.hasSuffix("/Preview") == true
    }
}
