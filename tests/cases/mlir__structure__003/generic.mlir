"builtin.module"() ({
  "t.props"() <{a = 1 : i32, b = [2]}> {c = "d"} : () -> ()
}) : () -> ()

