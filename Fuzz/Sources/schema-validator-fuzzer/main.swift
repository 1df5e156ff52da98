// libFuzzer entry: fuzzes fuzzSchemaValidator (the target is in the other file of this module).
import FuzzSupport

runFuzzer(fuzzSchemaValidator)
