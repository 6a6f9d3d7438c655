
// expected-error@+1 {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
gpu.binary @e [#gpu.object<1, "x">]
