"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, index, i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: index, %arg2: i32):
    %0 = "memref.atomic_rmw"(%arg2, %arg0, %arg1) <{kind = 3 : i64}> : (i32, memref<4xi32>, index) -> i32
    %1 = "memref.atomic_rmw"(%arg2, %arg0, %arg1) <{kind = 5 : i64}> : (i32, memref<4xi32>, index) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

