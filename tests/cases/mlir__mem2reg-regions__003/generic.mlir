"builtin.module"() ({
  "func.func"() <{function_type = (memref<memref<i32>>) -> (), sym_name = "self_store"}> ({
  ^bb0(%arg0: memref<memref<i32>>):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<memref<i32>>
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    "memref.store"(%1, %0) : (memref<i32>, memref<memref<i32>>) -> ()
    %2 = "memref.load"(%0) : (memref<memref<i32>>) -> memref<i32>
    "memref.store"(%2, %arg0) : (memref<i32>, memref<memref<i32>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

