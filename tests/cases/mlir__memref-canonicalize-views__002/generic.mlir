"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>) -> memref<4xf32>, sym_name = "align"}> ({
  ^bb0(%arg0: memref<4xf32>):
    %0 = "memref.assume_alignment"(%arg0) <{alignment = 16 : i32}> : (memref<4xf32>) -> memref<4xf32>
    %1 = "memref.assume_alignment"(%0) <{alignment = 16 : i32}> : (memref<4xf32>) -> memref<4xf32>
    %2 = "memref.assume_alignment"(%1) <{alignment = 32 : i32}> : (memref<4xf32>) -> memref<4xf32>
    "func.return"(%2) : (memref<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

