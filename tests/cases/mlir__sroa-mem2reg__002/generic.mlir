"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "nested"}> ({
  ^bb0(%arg0: i1):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    %1 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    "memref.store"(%1, %0) : (i32, memref<i32>) -> ()
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    %3 = "scf.if"(%arg0) ({
      %6 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
      "memref.store"(%1, %6) : (i32, memref<i32>) -> ()
      %7 = "memref.load"(%6) : (memref<i32>) -> i32
      "scf.yield"(%7) : (i32) -> ()
    }, {
      %5 = "memref.load"(%0) : (memref<i32>) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }) : (i1) -> i32
    "memref.store"(%3, %2) : (i32, memref<i32>) -> ()
    %4 = "memref.load"(%2) : (memref<i32>) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

