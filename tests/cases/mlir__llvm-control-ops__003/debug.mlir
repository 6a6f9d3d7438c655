"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> () loc(#loc1)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "ctor", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    "llvm.return"() : () -> () loc(#loc3)
  }) : () -> () loc(#loc2)
  "llvm.mlir.alias"() <{alias_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "fa", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %2 = "llvm.mlir.addressof"() <{global_name = @f}> : () -> !llvm.ptr loc(#loc5)
    "llvm.return"(%2) : (!llvm.ptr) -> () loc(#loc6)
  }) : () -> () loc(#loc4)
  "llvm.mlir.global_ctors"() <{ctors = [@ctor], data = [#llvm.zero], priorities = [65535 : i32]}> : () -> () loc(#loc7)
  "llvm.mlir.global_dtors"() <{data = [#llvm.zero, @ctor], dtors = [@ctor, @ctor], priorities = [0 : i32, 1 : i32]}> : () -> () loc(#loc8)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "equivalents", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.dso_local_equivalent"() <{function_name = @f}> : () -> !llvm.ptr loc(#loc10)
    %1 = "llvm.dso_local_equivalent"() <{function_name = @fa}> : () -> !llvm.ptr loc(#loc11)
    "llvm.return"(%1) : (!llvm.ptr) -> () loc(#loc12)
  }) : () -> () loc(#loc9)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:3)
#loc4 = loc("input.mlir":6:1)
#loc5 = loc("input.mlir":7:8)
#loc6 = loc("input.mlir":8:3)
#loc7 = loc("input.mlir":10:1)
#loc8 = loc("input.mlir":11:1)
#loc9 = loc("input.mlir":12:1)
#loc10 = loc("input.mlir":13:8)
#loc11 = loc("input.mlir":14:8)
#loc12 = loc("input.mlir":15:3)

