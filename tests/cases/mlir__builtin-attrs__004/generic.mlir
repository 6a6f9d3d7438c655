"builtin.module"() ({
  "t.symbols"() {a = @foo, b = @foo::@bar::@baz, c = @"with space", d = @"0x"} : () -> ()
}) : () -> ()

