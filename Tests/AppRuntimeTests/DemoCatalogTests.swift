import AppRuntime
import FeatureKit
import Foundation
import HeadlessHost
import TestSupport
import Testing

@Suite("DemoCatalog")
struct DemoCatalogTests {
    @Test func theFeaturesScriptsAreListedAndLoadedBesideTheFolders() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("characters\n", to: "tour.script")
        let sut = DemoCatalog(directory: directory.url, scripts: [DemoScript(name: "locations", text: "locations\n")])

        #expect(try sut.names() == ["locations", "tour"])
        #expect(try sut.load("locations").text == "locations\n")
    }

    @Test func anExecutablesDemosAreFoundBesideItsSourceInACheckout() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("Demos"), withIntermediateDirectories: true)

        let found = DemoCatalog.executableDemos(
            bundleName: "NoSuchBundle", besides: directory.url.appendingPathComponent("main.swift").path)

        #expect(found?.standardizedFileURL == directory.url.appendingPathComponent("Demos").standardizedFileURL)
        #expect(DemoCatalog.executableDemos(bundleName: "NoSuchBundle", besides: "/nowhere/main.swift") == nil)
    }

    @Test func loadsADemoByName() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("next\n", to: "paging.script")
        try directory.write("ignored", to: "notes.txt")
        let sut = DemoCatalog(directory: directory.url)

        #expect(try sut.names() == ["paging"])
        #expect(try sut.load("paging") == DemoScript(name: "paging", text: "next\n"))
    }

    @Test func loadsAScriptFileByPath() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("back\n", to: "mine.script")

        let script = try DemoCatalog(directory: nil).load(file.path)

        #expect(script == DemoScript(name: file.path, text: "back\n"))
    }

    @Test func anUnknownNameListsTheAvailableDemos() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("", to: "tour.script")
        try directory.write("", to: "episodes.script")
        let sut = DemoCatalog(directory: directory.url)

        #expect(throws: DemoCatalogError.unknownDemo("tuor", available: ["episodes", "tour"])) { try sut.load("tuor") }
        #expect(
            DemoCatalogError.unknownDemo("tuor", available: ["episodes", "tour"]).message
                == "unknown demo 'tuor'; available: episodes, tour (or give a script file path)"
        )
    }

    @Test func aMissingFileSaysSo() {
        #expect(throws: DemoCatalogError.unreadableFile(path: "/nowhere/x.script", reason: "no such file")) {
            try DemoCatalog(directory: nil).load("/nowhere/x.script")
        }
    }

    @Test func aFolderIsNotAScript() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        #expect(throws: DemoCatalogError.unreadableFile(path: directory.url.path, reason: "it is a folder")) {
            try DemoCatalog(directory: nil).load(directory.url.path)
        }
    }
}
