/// The JSON Schemas of every document oscat prints with `--format json` (`docs/schemas/`),
/// embedded at build time so that an installed `oscat build` can publish them beside the
/// site's JSON API, whatever folder it runs in.
public enum PublishedSchemas {
    /// Each schema's file name (`frameworks.schema.json`) and its exact text, sorted by name.
    public static var files: [(name: String, text: String)] { EmbeddedSchemaFiles.all }

    /// The text of the schema named `name`, or nil when there is none.
    public static func text(of name: String) -> String? {
        EmbeddedSchemaFiles.all.first { $0.name == name }?.text
    }
}
