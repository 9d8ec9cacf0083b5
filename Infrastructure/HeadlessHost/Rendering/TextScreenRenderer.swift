import Console
import SharedPresentation

/// Renders a snapshot as readable text: heading, status, notices, aligned fields, sections and actions.
public struct TextScreenRenderer: ScreenRenderer {
    /// Whether ANSI colour codes are written.
    public var usesColor: Bool

    /// Creates a renderer; colour is off unless asked for.
    public init(usesColor: Bool = false) {
        self.usesColor = usesColor
    }

    /// The snapshot as blocks of lines; the actions and the `retry` hint only where a command can be typed.
    public func render(_ snapshot: ScreenSnapshot, in context: RenderContext) -> String {
        var blocks = [heading(of: snapshot, offersRetry: context.acceptsCommands)]
        if !snapshot.fields.isEmpty {
            blocks.append(fields(snapshot.fields))
        }
        blocks += snapshot.sections.map {
            section($0, canType: context.acceptsCommands)
        }
        if context.acceptsCommands, !snapshot.actions.isEmpty {
            blocks.append([actions(snapshot.actions)])
        }
        return blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    /// Nothing: text prints failures on standard error.
    public func render(_ error: ErrorReport, in context: RenderContext) -> String? {
        nil
    }

    /// `12 screens, 40 checks passed in 3.2 s`.
    public func render(_ summary: ScriptSummary, in context: RenderContext) -> String {
        style(summary.text, .bold)
    }

    /// The report's lines.
    public func render(_ report: CommandReport, in context: RenderContext) -> String {
        report.text
    }

    /// A blank line.
    public var screenSeparator: String? {
        ""
    }

    /// "» " and the script text, set apart from the screen before it.
    public func renderHeading(for scriptText: String) -> String? {
        "\n" + style("» \(scriptText)", .bold)
    }

    private func heading(of snapshot: ScreenSnapshot, offersRetry: Bool) -> [String] {
        var lines = [style(snapshot.title, .bold)]
        if let subtitle = snapshot.subtitle {
            lines.append(style(subtitle, .dim))
        }
        switch snapshot.status {
        case .idle, .loaded:
            break
        case .loading:
            lines.append(style("Loading…", .yellow))
        case .failed(let message, let canRetry, _, _):
            lines.append(
                style("Error: \(message)" + (canRetry && offersRetry ? " (type 'retry' to try again)" : ""), .red))
        }
        lines += snapshot.notices.map { style("Note: \($0)", .yellow) }
        return lines
    }

    private func fields(_ fields: [ScreenSnapshot.Field]) -> [String] {
        let width = fields.map(\.label.count).max() ?? 0
        return fields.map { field in
            let label = "\(field.label):" + String(repeating: " ", count: width - field.label.count)
            return "  \(style(label, .dim)) \(field.value)"
        }
    }

    private func section(_ section: ScreenSnapshot.Section, canType: Bool) -> [String] {
        var lines = section.title.map { [style($0, .bold)] } ?? []
        if section.rows.isEmpty {
            lines.append("  " + style(section.emptyMessage ?? "(none)", .dim))
        }
        let hidden = section.hiddenRows
        for row in section.rows {
            let marker = row.id.map { style("[\($0)]", .cyan) } ?? "-"
            let detail = row.detail.map { " — " + style($0, .dim) } ?? ""
            lines.append("  \(marker) \(row.title)\(detail)")
        }
        if hidden > 0 {
            let how = canType ? "'more' shows them" : "--all shows them"
            lines.append("  " + style("… and \(hidden) more (\(how))", .dim))
        }
        return lines
    }

    private func actions(_ actions: [ScreenSnapshot.Action]) -> String {
        let names = actions.map { action in
            action.isEnabled ? action.name : style("\(action.name) (disabled)", .dim)
        }
        return "actions: " + names.joined(separator: ", ")
    }

    private func style(_ text: String, _ style: TextStyle) -> String {
        style.apply(to: text, when: usesColor)
    }
}
