
llvm.func @f(%r : i128) {
  // expected-error @below {{is_canceled query type returns an i1}}
  %0 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %r : i32
  llvm.return
}
