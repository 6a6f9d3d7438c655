"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i32, sym_name = "dyn"}> ({
  ^bb0(%arg0: index):
    %0 = "memref.alloca"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi32>
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<0xi32>
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<memref<i32>>
    %3 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    "memref.store"(%3, %2) : (memref<i32>, memref<memref<i32>>) -> ()
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "memref.load"(%2) : (memref<memref<i32>>) -> memref<i32>
    "memref.store"(%4, %5) : (i32, memref<i32>) -> ()
    %6 = "memref.load"(%3) : (memref<i32>) -> i32
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

