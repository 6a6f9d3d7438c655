"builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>, i32) -> (), sym_name = "uncalled", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<i32>, %arg1: i32):
    "memref.store"(%arg1, %arg0) : (i32, memref<i32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

