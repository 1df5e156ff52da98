// libFuzzer entry: fuzzes fuzzMarkdownHTML (the target is in the other file of this module).
import FuzzSupport

runFuzzer(fuzzMarkdownHTML)
