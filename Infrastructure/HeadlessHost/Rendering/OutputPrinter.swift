import Console

/// The one place the App prints: each `Output` rendered by the run's renderer and written to stdout or stderr.
public struct OutputPrinter: Sendable {
    /// How values become lines: `TextScreenRenderer` or `JSONScreenRenderer`.
    public let renderer: any ScreenRenderer
    /// Where they go.
    public let streams: OutputStreams

    /// Creates a printer writing what `renderer` renders to `streams`.
    public init(renderer: any ScreenRenderer, streams: OutputStreams) {
        self.renderer = renderer
        self.streams = streams
    }

    /// Writes `output` where it goes (stdout or stderr), for the command `context` describes.
    public func write(_ output: Output, in context: RenderContext = RenderContext()) {
        switch output {
        case .screen(let snapshot):
            streams.standardOutput.writeLine(renderer.render(snapshot, in: context))
        case .error(let report):
            streams.standardError.writeLine(report.message)
            if let line = renderer.render(report, in: context) {
                streams.standardOutput.writeLine(line)
            }
        case .summary(let summary):
            streams.standardOutput.writeLine(renderer.render(summary, in: context))
        case .report(let report):
            streams.standardOutput.writeLine(renderer.render(report, in: context))
        case .heading(let scriptText):
            if let heading = renderer.renderHeading(for: scriptText) {
                streams.standardOutput.writeLine(heading)
            }
        case .separator:
            if let separator = renderer.screenSeparator {
                streams.standardOutput.writeLine(separator)
            }
        case .notice(let text):
            streams.standardError.writeLine(text)
        }
    }

    /// Writes `output` for `command` (a script line, `cache stats`, `--help`).
    public func write(_ output: Output, command: String?) {
        write(output, in: RenderContext(command: command))
    }
}
