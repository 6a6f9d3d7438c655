"builtin.module"() ({
  "t.strings"() {a = "plain", b = "esc\22aped\\\0A\09", c = "\00\01\7F\FF", d = "typed" : i32, e = ""} : () -> ()
}) : () -> ()

