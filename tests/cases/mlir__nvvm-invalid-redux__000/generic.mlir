"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i64, 0, 128>}> : () -> i32
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

