"builtin.module"() ({
  "func.func"() <{function_type = (i32, i64) -> (), sym_name = "for_i32"}> ({
  ^bb0(%arg0: i32, %arg1: i64):
    "scf.for"(%arg0, %arg0, %arg0) ({
    ^bb0(%arg5: i32):
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    %0 = "scf.for"(%arg1, %arg1, %arg1, %arg1) <{unsignedCmp}> ({
    ^bb0(%arg3: i64, %arg4: i64):
      "scf.yield"(%arg3) : (i64) -> ()
    }) {attr = 1 : i64} : (i64, i64, i64, i64) -> i64
    "scf.for"(%arg0, %arg0, %arg0) ({
    ^bb0(%arg2: i32):
      "test.foo"() : () -> ()
      "scf.yield"() : () -> ()
    }) {attr2} : (i32, i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

