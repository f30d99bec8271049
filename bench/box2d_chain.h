// box2d_chain.h -- the chain both bench/box2d_chain.c and bench/box2d_chain_energy.c build in Box2D v3.1.
// Own code, public Box2D API only.
//
// `links` boxes of 10 x 10 pt in a row to the right of a fixed point at the origin, `spacing` metres
// apart, joined in turn by rigid distance joints of `spacing` (the first to the fixed point); density 1,
// friction 0, restitution 0 (UIKit's item defaults); gravity 1000 pt/s² downward (y up, in metres at
// 100 pt per metre), sleeping off. With `collide` the boxes collide with each other except with their
// neighbours (Box2D's collideConnected = false, like UIKit's attached items); without, never.
#ifndef BOX2D_CHAIN_H
#define BOX2D_CHAIN_H

#include "box2d/box2d.h"

static b2WorldId CreateChainWorld( int links, float spacing, int collide, b2BodyId* bodies )
{
	b2WorldDef wd = b2DefaultWorldDef();
	wd.gravity = ( b2Vec2 ){ 0.0f, -1000.0f / 100.0f };
	wd.enableSleep = false;
	b2WorldId w = b2CreateWorld( &wd );
	b2BodyDef bd = b2DefaultBodyDef();
	b2BodyId ground = b2CreateBody( w, &bd );
	b2ShapeDef sd = b2DefaultShapeDef();
	sd.density = 1.0f;
	sd.material.friction = 0.0f;
	sd.material.restitution = 0.0f;
	if ( !collide )
		sd.filter.groupIndex = -1;  // a negative group never collides with itself
	b2Polygon box = b2MakeBox( 5.0f / 100.0f, 5.0f / 100.0f );
	bd.type = b2_dynamicBody;
	for ( int i = 0; i < links; ++i )
	{
		bd.position = ( b2Vec2 ){ spacing * ( i + 1 ), 0.0f };
		bodies[i] = b2CreateBody( w, &bd );
		b2CreatePolygonShape( bodies[i], &sd, &box );
		b2DistanceJointDef jd = b2DefaultDistanceJointDef();
		jd.bodyIdA = i == 0 ? ground : bodies[i - 1];
		jd.bodyIdB = bodies[i];
		jd.localAnchorA = ( b2Vec2 ){ 0, 0 };
		jd.localAnchorB = ( b2Vec2 ){ 0, 0 };
		jd.length = spacing;
		b2CreateDistanceJoint( w, &jd );
	}
	return w;
}

#endif
