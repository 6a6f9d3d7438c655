"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index) -> (), sym_name = "store_dynamic"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index):
    %3 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "memref.store"(%3, %arg0, %arg1) : (f32, memref<?xf32>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xf32>
    %1 = "memref.cast"(%0) : (memref<10xf32>) -> memref<?xf32>
    %2 = "arith.constant"() <{value = 9 : index}> : () -> index
    "func.call"(%1, %2) <{callee = @store_dynamic}> : (memref<?xf32>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

