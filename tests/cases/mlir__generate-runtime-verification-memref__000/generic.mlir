"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<5xf64>
    %2 = "memref.assume_alignment"(%1) <{alignment = 8 : i32}> : (memref<5xf64>) -> memref<5xf64>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1xf32>) -> (), sym_name = "unaligned"}> ({
  ^bb0(%arg0: memref<1xf32>):
    %0 = "memref.assume_alignment"(%arg0) <{alignment = 4 : i32}> : (memref<1xf32>) -> memref<1xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

