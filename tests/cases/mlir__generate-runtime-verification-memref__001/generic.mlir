"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index) -> (), sym_name = "store_dynamic"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index):
    %5 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %6 = "memref.atomic_rmw"(%5, %arg0, %arg1) <{kind = 0 : i64}> : (f32, memref<?xf32>, index) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xf32>
    %1 = "memref.extract_aligned_pointer_as_index"(%0) : (memref<10xf32>) -> index
    %2 = "arith.index_cast"(%1) : (index) -> i64
    %3 = "memref.cast"(%0) : (memref<10xf32>) -> memref<?xf32>
    %4 = "arith.constant"() <{value = 9 : index}> : () -> index
    "func.call"(%3, %4) <{callee = @store_dynamic}> : (memref<?xf32>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

