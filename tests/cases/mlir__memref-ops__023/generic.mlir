"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: f32):
    "memref.alloca_scope"() ({
      "test.foo"() : () -> ()
      "memref.alloca_scope.return"() : () -> ()
    }) {foo = 1 : i64} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

