"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<?xf32>) -> (), sym_name = "g"}> ({
  ^bb0(%arg0: index, %arg1: memref<?xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "memref.dim"(%arg1, %0) : (memref<?xf32>, index) -> index
    "scf.for"(%0, %2, %1) ({
    ^bb0(%arg2: index):
      %3 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %4 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %5 = "memref.load"(%arg1, %3) : (memref<?xf32>, index) -> f32
      "memref.store"(%5, %arg1, %4) : (f32, memref<?xf32>, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

