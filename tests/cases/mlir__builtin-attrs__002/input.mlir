
"t.strings"() {a = "plain", b = "esc\"aped\\\n\t", c = "\00\01\7F\FF", d = "typed" : i32, e = ""} : () -> ()
