#loc2 = loc("input.mlir":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: f32 loc("input.mlir":2:14)):
    "memref.alloca_scope"() ({
      "test.foo"() : () -> () loc(#loc4)
      "memref.alloca_scope.return"() : () -> () loc(#loc3)
    }) {foo = 1 : i64} : () -> () loc(#loc3)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":4:5)
#loc5 = loc("input.mlir":6:3)

