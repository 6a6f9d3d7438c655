"builtin.module"() <{sym_name = "outer"}> ({
  "func.func"() <{function_type = (memref<?xi32>, index, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg2: memref<?xi32>, %arg3: index, %arg4: i32):
    %1 = "memref.atomic_rmw"(%arg4, %arg2, %arg3) <{kind = 1 : i64}> : (i32, memref<?xi32>, index) -> i32
    %2 = "memref.assume_alignment"(%arg2) <{alignment = 64 : i32}> : (memref<?xi32>) -> memref<?xi32>
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (tensor<?xi32>, index) -> i32, sym_name = "g"}> ({
    ^bb0(%arg0: tensor<?xi32>, %arg1: index):
      %0 = "tensor.extract"(%arg0, %arg1) : (tensor<?xi32>, index) -> i32
      "func.return"(%0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

