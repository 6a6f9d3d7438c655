
llvm.func @f() {
  // expected-error @below {{invalid range attribute: Lower == Upper, but they aren't min (0) or max (4294967295) value! This is an invalid constant range.}}
  %1 = nvvm.read.ptx.sreg.tid.x range <i32, 5, 5> : i32
  llvm.return
}
