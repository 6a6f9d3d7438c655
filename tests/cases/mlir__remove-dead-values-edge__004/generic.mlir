"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<index>, index) -> index, sym_name = "rec", sym_visibility = "private"}> ({
  ^bb0(%arg2: index, %arg3: memref<index>, %arg4: index):
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.cmpi"(%arg2, %2) <{predicate = 0 : i64}> : (index, index) -> i1
    %5 = "scf.if"(%4) ({
      "memref.store"(%arg2, %arg3) : (index, memref<index>) -> ()
      "scf.yield"(%2) : (index) -> ()
    }, {
      %6 = "arith.subi"(%arg2, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %7 = "func.call"(%6, %arg3, %arg4) <{callee = @rec}> : (index, memref<index>, index) -> index
      "scf.yield"(%7) : (index) -> ()
    }) : (i1) -> index
    "func.return"(%5) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, memref<index>) -> (), sym_name = "start"}> ({
  ^bb0(%arg0: index, %arg1: memref<index>):
    %0 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1 = "func.call"(%arg0, %arg1, %0) <{callee = @rec}> : (index, memref<index>, index) -> index
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

