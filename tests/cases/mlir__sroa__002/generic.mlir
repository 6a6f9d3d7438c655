"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "nested_region"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> {attr} : () -> memref<2xi32, 1>
    "scf.if"(%arg1) ({
      "memref.store"(%arg0, %2, %1) : (i32, memref<2xi32, 1>, index) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %3 = "memref.load"(%2, %0) : (memref<2xi32, 1>, index) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

