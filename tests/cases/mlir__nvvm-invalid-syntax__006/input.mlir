
llvm.func @f() {
  %0 = "nvvm.shfl.sync"() : () -> i32
  // expected-error@+1 {{invalid properties {range = 5 : i32} for op nvvm.read.ptx.sreg.tid.x: Invalid attribute `range` in property conversion: 5 : i32}}
  %1 = "nvvm.read.ptx.sreg.tid.x"() <{range = 5 : i32}> : () -> i32
  nvvm.cp.async.shared.global
  llvm.return
}
